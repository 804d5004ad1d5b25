import { usePublicConfig } from '../../lib/use-public-config.js';

/** The support address configured on this server, as a mail link; else a plain description. */
export function ContactAddress() {
  const { data: config } = usePublicConfig();
  const address = config?.contact.supportEmail;
  if (!address) return <>the support address published by the operator of this site</>;
  return <a href={`mailto:${address}`}>{address}</a>;
}
