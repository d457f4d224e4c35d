/**
 * Loaded into firebase-tools' own process (`node --import`, scripts/emulators.mjs) so that one
 * malformed request cannot end the local stack.
 *
 * firebase-tools 15's Hosting emulator builds a URL from every request's Host header before anything
 * of ours runs (lib/hosting/initMiddleware.js: `new URL(req.url, 'http://' + req.headers.host)`).
 * A Host that is no URL host (`Host: 127.0.0.1:5000"`: a quote in the port) makes that throw inside
 * a promise, and the CLI exits on the unhandled rejection, taking every emulator with it. Google's
 * front end refuses such a request before Hosting sees it, so here it is refused the same way, with
 * 400, for every server in the process. docs/testing.md has the upstream bug.
 */
import http from 'node:http';

/** Whether firebase-tools' `new URL(req.url, 'http://' + req.headers.host)` can be built. */
function isUrlRequest(request) {
  try {
    new URL(request.url || '', `http://${request.headers.host}`);
    return true;
  } catch {
    return false;
  }
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, request, response) {
  if (event === 'request' && !isUrlRequest(request)) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    response.end('Bad Request: the Host header or the address is malformed.\n');
    return true;
  }
  return emit.apply(this, arguments);
};
