/** Ids of the header's search field, shared by the server-rendered form and the suggestions that enhance it. */
export const searchFieldIds = {
  form: "site-search-form",
  input: "site-search",
  listbox: "site-search-listbox",
} as const;
