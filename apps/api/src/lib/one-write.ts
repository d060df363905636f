import type { FastifyInstance } from 'fastify';

/**
 * Sends an answer's head and body in one write to the connection, not two. Node writes the head of
 * an answer whose body is bytes (a kept page, compressed) on its own when the body is written
 * before the end, as Fastify does: two system calls and two packets for every such answer, which
 * on cached pages cost more than all the rest of the work. Holding the connection's writes from
 * the last hook before sending lets the end of the answer send both at once; should anything keep
 * the answer from ending at once, the writes go on the next tick anyway.
 */
export function sendHeadAndBodyTogether(app: FastifyInstance) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const socket = request.raw.socket;
    if (socket && !socket.destroyed && socket.writable) {
      socket.cork();
      process.nextTick(() => {
        if (socket.writableCorked) socket.uncork();
      });
    }
    done(null, payload);
  });
}
