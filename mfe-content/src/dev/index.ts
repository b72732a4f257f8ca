// Async boundary for the local dev host, as in the shell.
import('./host').catch((error: unknown) => console.error(error));
