/**
 * How `npm start` runs the compiled server, and how the bench starts it. A young generation of 2 MB per
 * semi-space instead of V8's 16: a request's garbage is small and short-lived, so scavenges stay cheap, and the
 * process keeps ~40 MB less resident under load (measured with test/bench; throughput unchanged).
 * With so small a young generation some garbage is promoted, and V8 let the old generation grow to 3-4x its
 * ~28 MB of live data before collecting it, so the RSS after a load swung between ~145 and ~200 MB with where
 * that cycle stood. Growing it by 1.5x instead keeps it at ~128 MB after the bench's creates (two runs each,
 * 150 MB without), with no loss of throughput measured.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=2', '--heap-growing-percent=50'];
