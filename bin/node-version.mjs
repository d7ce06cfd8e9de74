// The Node version check of the command line, kept in syntax old Node versions parse (no `?.`,
// no top-level await): an older Node must reach this message, not a syntax error.

/** The lowest version a `>=X.Y.Z` engines range allows, as numbers. */
function lowest(range) {
  var m = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(range).trim());
  if (!m) throw new Error('engines.node must be a ">=X.Y.Z" range, got ' + range);
  return [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)];
}

/** Null when `version` (process.versions.node) satisfies `range` (package.json's engines.node), else the message. */
export function nodeVersionProblem(version, range, bin) {
  var want = lowest(range);
  var have = String(version).split('.').map(Number);
  for (var i = 0; i < 3; i++) {
    if ((have[i] || 0) > want[i]) return null;
    if ((have[i] || 0) < want[i]) {
      return (
        bin +
        ' needs Node ' +
        range +
        ' (package.json engines); this is Node ' +
        version +
        '. Install a newer Node (https://nodejs.org, or `nvm install 22`) and run it again.'
      );
    }
  }
  return null;
}
