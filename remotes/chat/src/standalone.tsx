// Shared modules (react, the platform, …) are negotiated before the app's first import runs.
void import('./standalone/bootstrap.ts');
