import { describe, expect, it } from 'vitest';
import { instanceSidebarName, instanceSidebarNames, manifestSidebarName } from '../names.js';

describe('sidebar names in the manifest', () => {
  it("keeps the default instance's names as before: the last version's as given, the others' under their version", () => {
    expect(manifestSidebarName({ pluginId: 'default', name: 'current', isLast: true }, 'tutorialSidebar')).toBe('tutorialSidebar');
    expect(manifestSidebarName({ pluginId: 'default', name: '1.0', isLast: false }, 'tutorialSidebar')).toBe('1.0/tutorialSidebar');
  });

  it("names another instance's sidebars inside its id, so two instances may share a sidebar name", () => {
    expect(manifestSidebarName({ pluginId: 'user-guide', name: 'current', isLast: true }, 'tutorialSidebar')).toBe('user-guide/tutorialSidebar');
    expect(manifestSidebarName({ pluginId: 'user-guide', name: '2.1', isLast: false }, 'tutorialSidebar')).toBe('user-guide/2.1/tutorialSidebar');
    expect(instanceSidebarName('user-guide', 'tutorialSidebar')).toBe('user-guide/tutorialSidebar');
    expect(instanceSidebarName('default', 'tutorialSidebar')).toBe('tutorialSidebar');
  });

  it('lists the names a navbar item of one instance may give (for suggestions)', () => {
    const names = ['tutorialSidebar', '1.0/tutorialSidebar', 'user-guide/tutorialSidebar', 'user-guide/api'];
    expect(instanceSidebarNames('user-guide', names)).toEqual(['tutorialSidebar', 'api']);
    expect(instanceSidebarNames('default', names)).toEqual(names);
  });
});
