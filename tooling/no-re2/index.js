// re2 is an optional native dependency of the Hosting emulator (superstatic), compiled from source on
// every clean install. Loading this stand-in fails, so superstatic takes its JavaScript fallback.
throw new Error('re2 is not installed here: superstatic uses JavaScript regular expressions instead.');
