/** The CLI's version (kept equal to package.json's by a test). */
export const CLI_VERSION = '0.1.0';
