import { queryClient, bootQuery } from './query';

/**
 * The "View JSON" control is for authors: on in dev and in deploy previews (`site.preview`), and
 * loaded lazily, so the published site's first visit carries none of it.
 */
export function startJsonPreview() {
  const enabled = import.meta.env.DEV
    ? Promise.resolve(true)
    : queryClient.ensureQueryData(bootQuery).then(
        (m) => m.site.preview,
        () => false,
      );
  void enabled.then((on) => (on ? import('../theme/JsonPreview/mount').then((m) => m.mountJsonPreview()) : undefined));
}
