import { PAGE_REMOTE_ATTRIBUTE, remoteNameSchema, type RemoteDescriptor } from '@pulseboard/shared';

/**
 * The remote the shell's page names for its address's area, with its entry:
 * the API writes its preload link into the page, so the shell can load that
 * remote at once instead of after the page config has said where it lives.
 * None on a page of the shell's own, or one served without the API.
 */
export function remoteNamedByPage(page: Document = document): RemoteDescriptor | undefined {
  const link = page.querySelector(`link[rel="preload"][${PAGE_REMOTE_ATTRIBUTE}]`);
  const name = remoteNameSchema.safeParse(link?.getAttribute(PAGE_REMOTE_ATTRIBUTE));
  const entry = link?.getAttribute('href');
  return name.success && entry ? { name: name.data, entry } : undefined;
}
