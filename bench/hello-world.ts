/**
 * The machine's yardstick, in a process of its own: the smallest Fastify answer on `/`, and on
 * `/bytes/:size` a ready-made JSON body of that many bytes with the headers of a catalogue answer,
 * which tells what this machine and load generator allow for an answer of a product page's size.
 */
import Fastify from "fastify";

const bodies = new Map<number, Buffer>();

function bodyOf(size: number): Buffer {
  let body = bodies.get(size);
  if (!body) {
    body = Buffer.from(JSON.stringify({ filler: "x".repeat(Math.max(0, size - 13)) }));
    bodies.set(size, body);
  }
  return body;
}

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
app.get<{ Params: { size: string } }>("/bytes/:size", async (request, reply) =>
  reply
    .header("etag", '"0123456789abcdef"')
    .header("cache-control", "public, max-age=60")
    .header("vary", "accept-language")
    .type("application/json; charset=utf-8")
    .send(bodyOf(Math.min(1_000_000, Number(request.params.size) || 0))),
);
await app.listen({ port: Number(process.env.PORT ?? 3212), host: "127.0.0.1" });
