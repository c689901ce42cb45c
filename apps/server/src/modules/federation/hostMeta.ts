import { escapeHtml } from '../../http/escapeHtml.js';

/** The XRD document of `/.well-known/host-meta` (RFC 6415): where WebFinger answers, for clients that still ask here first. */
export function hostMeta(publicUrl: string): string {
  const template = escapeHtml(`${publicUrl}/.well-known/webfinger?resource={uri}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">
  <Link rel="lrdd" template="${template}"/>
</XRD>
`;
}
