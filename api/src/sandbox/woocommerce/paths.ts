/** Where the fake stores live on the product's own address: `{APP_URL}/sandbox/woocommerce/stores/{slug}`. */
export const SANDBOX_WOOCOMMERCE_PREFIX = '/sandbox/woocommerce';
export const SANDBOX_STORES_PATH = `${SANDBOX_WOOCOMMERCE_PREFIX}/stores`;

/** A fake store's address, as a user types it when connecting. */
export const sandboxStoreUrl = (appUrl: string, slug: string) => `${appUrl}${SANDBOX_STORES_PATH}/${slug}`;
