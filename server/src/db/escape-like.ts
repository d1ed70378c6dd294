/** A search term for LIKE/ILIKE: %, _ and \ match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
