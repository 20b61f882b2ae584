/** The machine's yardstick: the smallest Fastify answer, in a process of its own. */
import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 3212), host: "127.0.0.1" });
