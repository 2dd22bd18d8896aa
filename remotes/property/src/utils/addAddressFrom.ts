/** The page that adds a withdrawal address. */
export const ADD_ADDRESS_PAGE = 'pages/user/addaddress';

/** Where saving an address leads when the member did not come from another page of this visit. */
export const ADDRESS_LIST_PAGE = 'pages/user/address';

// A page of this app ('pages/<area>/<page>'), optionally with its query: nothing else is followed.
const APP_PAGE = /^pages\/[a-z0-9_-]+\/[a-z0-9_-]+(?:\?[^#]*)?$/i;

/** The add-address page, told to come back to `page` once the address is saved. */
export function addAddressFrom(page: string): string {
  return `${ADD_ADDRESS_PAGE}?from=${encodeURIComponent(page)}`;
}

/**
 * Where to go once an address is saved: the page named by `from` when it is a page of this app
 * (never an outside address, never the add-address page itself), else the address list.
 */
export function returnPageOf(from: string | undefined): string {
  const page = (from ?? '').trim().replace(/^\/+/, '');
  if (!APP_PAGE.test(page) || page.split('?')[0] === ADD_ADDRESS_PAGE) return ADDRESS_LIST_PAGE;
  return page;
}
