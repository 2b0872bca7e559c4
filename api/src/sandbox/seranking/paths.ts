/**
 * Where the SE Ranking fake lives on the product's own address: api.seranking.com
 * is `{APP_URL}/sandbox/seranking/api`, its project API below as SE Ranking's
 * (/v1/project-management/sites...).
 */
export const SANDBOX_SERANKING_PREFIX = '/sandbox/seranking';
export const SANDBOX_SERANKING_API = `${SANDBOX_SERANKING_PREFIX}/api`;
