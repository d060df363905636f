/*
 * What every route file does alike: answer a write in the API's envelope `{ message, data }`,
 * with the message that says what was done.
 */

/** A reply that can answer 201 with a message and a record. */
interface CreatedReply<T, R> {
  code(statusCode: 201): { send(payload: { message: string; data: T }): R };
}

/** Answers 201 with the record a write created and the message that says so. */
export async function created<T, R>(reply: CreatedReply<T, R>, message: string, data: Promise<T>) {
  return reply.code(201).send({ message, data: await data });
}

/**
 * Answers 201 for a request taken in that leaves nothing to show the sender (a registration, an
 * enquiry, a subscription): its message.
 */
export async function accepted<R>(
  reply: CreatedReply<null, R>,
  message: string,
  work: Promise<unknown>,
) {
  await work;
  return reply.code(201).send({ message, data: null });
}

/** The answer to a write: its message and the record it leaves. */
export async function saved<T>(message: string, data: Promise<T>) {
  return { message, data: await data };
}

/** The answer to a write that leaves nothing to show (a removal, a change of state): its message. */
export async function done(message: string, work: Promise<unknown>) {
  await work;
  return { message, data: null };
}
