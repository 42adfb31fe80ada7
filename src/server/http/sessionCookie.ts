/** The staff session's cookie: set by the login route, read by the access check, named in the API reference. */
export const SESSION_COOKIE = 'ep_session';
