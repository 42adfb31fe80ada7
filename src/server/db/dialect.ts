/** Which database a connection talks to; the few statements that differ by database ask it. */
export type Dialect = 'sqlite' | 'postgres';
