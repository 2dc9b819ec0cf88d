/** Where the API's documentation is served (http/api-docs.ts): pages, not API routes. */
export const API_DOCS_PREFIX = "/api/docs";
