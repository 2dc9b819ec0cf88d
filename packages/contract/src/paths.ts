/** API paths shared by the server routes and the web fetchers. Every path ends in `/`. */
export const API = {
  login: "/api/auth/jwt/create/",
  refresh: "/api/auth/jwt/refresh/",
  verify: "/api/auth/jwt/verify/",
  me: "/api/auth/users/me/",
  hospitals: "/api/hospitals/",
  hospital: (id: number) => `/api/hospitals/${id}/`,
} as const;

export const STATUS_PATH = "/status.json";
export const WS_UPDATES_PATH = "/ws/updates/";
export const WS_NOTIFICATIONS_PATH = "/ws/notifications/";
