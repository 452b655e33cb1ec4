/** The fresh database the e2e server of one port uses, on the server of `adminUrl`. */
export function e2eDatabaseUrl(adminUrl: string, port: string | undefined): string;
