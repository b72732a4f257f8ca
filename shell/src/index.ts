// Async boundary: shared modules (React and friends) are negotiated before the app's code runs.
import('./bootstrap').catch((error: unknown) => console.error('The site failed to start:', error));
