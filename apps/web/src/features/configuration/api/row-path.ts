/** Item paths under a kind's list path: `/api/shift-types/7/`, `/api/shift-types/7/dependencies/`. */
export const rowPath = (listPath: string, id: number) => `${listPath}${id}/`;
export const dependenciesPath = (listPath: string, id: number) => `${rowPath(listPath, id)}dependencies/`;
