// The asynchronous boundary: Module Federation negotiates the shared singletons before the app runs.
void import('./bootstrap.tsx');
