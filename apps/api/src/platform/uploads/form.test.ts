import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MultipartPart, multipartOf, tinyPdf } from "../../test/multipart";
import { registerErrorHandling } from "../errors";
import { registerLocale } from "../i18n/locale";
import { receiveForm } from "./form";
import { registerUploads } from "./receive";

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerLocale(app, "en");
  registerErrorHandling(app);
  await registerUploads(app);
  app.post("/form", async (request) => {
    const { fields, files } = await receiveForm(request, {
      accept: ["pdf", "png", "jpeg"],
      maxFileBytes: 60_000,
      maxFiles: 3,
      maxRequestBytes: 100_000,
      maxFields: 4,
    });
    return {
      fields,
      files: files.map(({ field, kind, filename, size, bytes }) => ({ field, kind, filename, size, base64: bytes.toString("base64") })),
    };
  });
  await app.ready();
});
afterAll(() => app.close());

const send = (parts: MultipartPart[]) => {
  const { body, contentType } = multipartOf(parts);
  return app.inject({ method: "POST", url: "/form", headers: { "content-type": contentType }, payload: body });
};

/** A photo as a phone takes it: camera, owner and GPS position in its EXIF block. */
const phonePhoto = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", Artist: "Jean Dupont" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" } })
    .toBuffer();

describe("receiveForm", () => {
  it("gives the fields and the files typed by their content", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const answer = await send([
      { name: "claim", content: '{"a":1}' },
      { name: "documents[0]", filename: "facture.pdf", content: tinyPdf() },
      // Named as a PDF, but a picture: typed by what it is.
      { name: "documents[1]", filename: "scan.pdf", content: png },
      { name: "tags", content: "x" },
      { name: "tags", content: "y" },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const { fields, files } = answer.json();
    expect(fields).toEqual({ claim: ['{"a":1}'], tags: ["x", "y"] });
    expect(files.map((file: { field: string; kind: string }) => [file.field, file.kind])).toEqual([
      ["documents[0]", "pdf"],
      ["documents[1]", "png"],
    ]);
  });

  it("strips EXIF and GPS from photos and keeps the picture", async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await send([{ name: "photo", filename: "IMG_0001.JPG", content: photo }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = Buffer.from(answer.json().files[0].base64, "base64");
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 40, 30]);
    expect(stored.includes(Buffer.from("Jean Dupont"))).toBe(false);
  });

  it.each([
    ["an HTML page named .pdf", Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>"), "facture.pdf"],
    ["an SVG named .png", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "photo.png"],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x80\x00\x00", "latin1"), "photo.gif"],
    ["a spreadsheet", Buffer.from("PK\x03\x04", "latin1"), "liste.xlsx"],
  ])("refuses %s: 415 upload.type_not_accepted", async (_, content, filename) => {
    const answer = await send([{ name: "documents[0]", filename, content }]);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().code).toBe("upload.type_not_accepted");
  });

  it("refuses a picture its library cannot decode", async () => {
    const whole = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    // A PNG by its signature and header, cut off in its image data.
    const broken = whole.subarray(0, 40);
    const answer = await send([{ name: "photo", filename: "photo.png", content: broken }]);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe("upload.unsafe");
  });

  it("refuses a file past its size, and files past the size of all", async () => {
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(60_001)]);
    const one = await send([{ name: "documents[0]", filename: "big.pdf", content: big }]);
    expect([one.statusCode, one.json().code]).toEqual([413, "upload.too_large"]);
    const part = Buffer.concat([tinyPdf(), Buffer.alloc(50_000)]);
    const all = await send([0, 1, 2].map((index) => ({ name: `documents[${index}]`, filename: `${index}.pdf`, content: part })));
    expect([all.statusCode, all.json().code]).toEqual([413, "upload.too_large"]);
  });

  it("refuses more files or fields than the form takes", async () => {
    const files = await send([0, 1, 2, 3].map((index) => ({ name: `documents[${index}]`, filename: `${index}.pdf`, content: tinyPdf() })));
    expect([files.statusCode, files.json().code]).toEqual([400, "upload.too_many_files"]);
    const fields = await send([0, 1, 2, 3, 4].map((index) => ({ name: `field${index}`, content: "x" })));
    expect([fields.statusCode, fields.json().code]).toEqual([400, "upload.too_many_fields"]);
  });

  it("skips an empty file input and refuses a body that is not a form", async () => {
    const empty = await send([
      { name: "note", content: "hello" },
      { name: "documents[0]", filename: "", content: "" },
    ]);
    expect(empty.json()).toEqual({ fields: { note: ["hello"] }, files: [] });
    const json = await app.inject({ method: "POST", url: "/form", payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
  });
});
