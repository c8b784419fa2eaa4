import { startEarlyReads } from './lib/early-reads';

// Its own tiny entry, so it runs as soon as it arrives, long before the app's bundle has started.
startEarlyReads();
