#!/usr/bin/env node
/**
 * Sits between every client and the Firestore emulator and writes down the shape of each query they
 * run (collection or group, filters, orders), so the deploy check can hold every query the product
 * made in a test run against firestore.indexes.json: the emulator answers any query, production
 * refuses one without its index.
 *
 *   node scripts/firestore-query-recorder.mjs --listen 127.0.0.1:8080 --upstream 127.0.0.1:18080 --log DIR
 *
 * It reads the queries off the wire, whatever SDK sent them: the REST calls of the lite web SDK
 * (`:runQuery`, `:runAggregationQuery`), the full web SDK's WebChannel (`/Listen/channel`), and gRPC
 * over cleartext HTTP/2 (firebase-admin in the functions and scripts, the full SDK in Node). Every
 * request is passed on unchanged; a query it cannot read is passed on all the same and counted.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createRequire } from 'node:module';
import net from 'node:net';
import { join } from 'node:path';

import { queryShapesFromGrpc, queryShapesFromJson, queryShapesFromWebChannel } from './firestore-query-shapes.mjs';

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0');

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) options[argv[i].replace(/^--/, '')] = argv[i + 1];
  const [host, port] = options.listen.split(':');
  const [upstreamHost, upstreamPort] = options.upstream.split(':');
  return { host, port: Number(port), upstreamHost, upstreamPort: Number(upstreamPort), log: options.log };
}

const options = parseArgs(process.argv.slice(2));
mkdirSync(options.log, { recursive: true });
const logFile = join(options.log, `queries-${process.pid}.jsonl`);
const record = (shapes, via) => {
  if (shapes.length === 0) return;
  appendFileSync(logFile, shapes.map((shape) => `${JSON.stringify({ ...shape, via })}\n`).join(''));
};
const recordSafely = (read, via) => {
  try {
    record(read(), via);
  } catch (error) {
    record([{ unreadable: String(error instanceof Error ? error.message : error) }], via);
  }
};

// gRPC: the protobuf descriptors and the protobufjs that firebase-admin's Firestore client itself uses.
const fromFirestoreClient = createRequire(createRequire(import.meta.url).resolve('@google-cloud/firestore'));
const protos = fromFirestoreClient('protobufjs').Root.fromJSON(fromFirestoreClient('../protos/v1.json'));
const GRPC_QUERIES = {
  '/google.firestore.v1.Firestore/RunQuery': protos.lookupType('google.firestore.v1.RunQueryRequest'),
  '/google.firestore.v1.Firestore/RunAggregationQuery': protos.lookupType('google.firestore.v1.RunAggregationQueryRequest'),
  '/google.firestore.v1.Firestore/Listen': protos.lookupType('google.firestore.v1.ListenRequest'),
};

const agent = new http.Agent({ keepAlive: true });

/** HTTP/1.1: REST and WebChannel. Bodies of query calls are copied as they pass. */
const http1 = http.createServer((req, res) => {
  const watched = /:run(Aggregation)?Query$/.test(req.url.split('?')[0]) || req.url.includes('/Listen/channel');
  const chunks = [];
  const upstream = http.request(
    { host: options.upstreamHost, port: options.upstreamPort, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  res.on('close', () => upstream.destroy());
  req.on('data', (chunk) => {
    if (watched) chunks.push(chunk);
    upstream.write(chunk);
  });
  req.on('end', () => {
    upstream.end();
    if (!watched || chunks.length === 0) return;
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.url.includes('/Listen/channel')) recordSafely(() => queryShapesFromWebChannel(body), 'webchannel');
    else recordSafely(() => queryShapesFromJson(JSON.parse(body)), 'rest');
  });
});
// WebChannel's long polls stay open for a minute and more.
http1.keepAliveTimeout = 0;
http1.requestTimeout = 0;
http1.headersTimeout = 0;

/** gRPC over cleartext HTTP/2: one upstream session; each stream passed on, its frames read as they pass. */
let upstreamSession;
const session = () => {
  if (!upstreamSession || upstreamSession.closed || upstreamSession.destroyed) {
    upstreamSession = http2.connect(`http://${options.upstreamHost}:${options.upstreamPort}`);
    upstreamSession.on('error', () => {});
  }
  return upstreamSession;
};

const http2Server = http2.createServer();
http2Server.on('stream', (stream, headers) => {
  const path = String(headers[':path']);
  const forwarded = { ...headers };
  for (const name of Object.keys(forwarded)) if (name.startsWith(':') && name !== ':method' && name !== ':path') delete forwarded[name];
  let upstream;
  try {
    upstream = session().request(forwarded, { endStream: false });
  } catch {
    stream.close(http2.constants.NGHTTP2_REFUSED_STREAM);
    return;
  }
  const type = GRPC_QUERIES[path];
  const frames = type ? grpcFrameReader((message) => recordSafely(() => queryShapesFromGrpc(type, message), 'grpc')) : null;
  stream.on('data', (chunk) => {
    frames?.(chunk);
    upstream.write(chunk);
  });
  stream.on('end', () => upstream.end());
  stream.on('close', () => {
    if (!upstream.closed) upstream.close(stream.rstCode ?? http2.constants.NGHTTP2_CANCEL);
  });
  let trailers = null;
  upstream.on('response', (answerHeaders, flags) => {
    const copied = { ...answerHeaders };
    delete copied[':status'];
    const endsHere = (flags & http2.constants.NGHTTP2_FLAG_END_STREAM) !== 0;
    if (stream.destroyed) return;
    stream.respond({ ':status': answerHeaders[':status'], ...copied }, { endStream: endsHere, waitForTrailers: !endsHere });
  });
  upstream.on('trailers', (received) => (trailers = received));
  stream.on('wantTrailers', () => stream.sendTrailers(trailers ?? {}));
  upstream.on('data', (chunk) => stream.destroyed || stream.write(chunk));
  upstream.on('end', () => stream.destroyed || stream.end());
  upstream.on('close', () => {
    if (!stream.closed && upstream.rstCode && upstream.rstCode !== http2.constants.NGHTTP2_NO_ERROR) stream.close(upstream.rstCode);
  });
  upstream.on('error', () => stream.destroyed || stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
  stream.on('error', () => upstream.destroyed || upstream.close(http2.constants.NGHTTP2_CANCEL));
});

/** Calls `onMessage` with each whole gRPC message (a flag byte, a 4-byte length, the bytes) of a stream. */
function grpcFrameReader(onMessage) {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 5) {
      const length = pending.readUInt32BE(1);
      if (pending.length < 5 + length) return;
      const compressed = pending[0] === 1;
      const message = pending.subarray(5, 5 + length);
      pending = pending.subarray(5 + length);
      if (!compressed) onMessage(message);
    }
  };
}

/** One port for both: an HTTP/2 connection opens with its preface, anything else is HTTP/1.1. */
const front = net.createServer((socket) => {
  socket.once('readable', () => {
    const first = socket.read(HTTP2_PREFACE.length) ?? socket.read();
    if (!first) return socket.destroy();
    socket.unshift(first);
    (first.subarray(0, HTTP2_PREFACE.length).equals(HTTP2_PREFACE) ? http2Server : http1).emit('connection', socket);
  });
  socket.on('error', () => {});
});
front.listen(options.port, options.host, () => {
  console.log(
    `Recording Firestore queries on ${options.host}:${options.port} (to ${options.upstreamHost}:${options.upstreamPort}) in ${logFile}`,
  );
});
