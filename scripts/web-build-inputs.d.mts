/** The repository's root folder. */
export const ROOT: string;
/** The file, in the build's output folder, that holds the hash of what it was built from. */
export const STAMP_FILE: string;
/** The hash of every web build input file's path and contents, and of the build's environment variables. */
export function webBuildInputsHash(env?: NodeJS.ProcessEnv): string;
