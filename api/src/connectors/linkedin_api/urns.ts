/** LinkedIn names entities by URN (urn:li:<type>:<id>); the product keeps the numeric ids. */
export const URN_TYPES = { account: 'sponsoredAccount', campaign: 'sponsoredCampaign', campaignGroup: 'sponsoredCampaignGroup', organization: 'organization' } as const;

export const urnOf = (type: keyof typeof URN_TYPES, id: string) => `urn:li:${URN_TYPES[type]}:${id}`;

/** The id of a URN of the given type; undefined for any other string. */
export function idOfUrn(type: keyof typeof URN_TYPES, urn: string): string | undefined {
  const prefix = `urn:li:${URN_TYPES[type]}:`;
  return urn.startsWith(prefix) ? urn.slice(prefix.length) : undefined;
}

/** LinkedIn ids are numbers; anything else in a widget's config never reaches the API. */
export const LINKEDIN_ID = /^\d{1,19}$/;
