/**
 * Where the Rank Ranger fake lives on the product's own address:
 * www.rankranger.com is `{APP_URL}/sandbox/rankranger/api`, so its API
 * (/api/v2/?method&key=…) is /sandbox/rankranger/api/api/v2/.
 */
export const SANDBOX_RANKRANGER_PREFIX = '/sandbox/rankranger';
export const SANDBOX_RANKRANGER_API = `${SANDBOX_RANKRANGER_PREFIX}/api`;
