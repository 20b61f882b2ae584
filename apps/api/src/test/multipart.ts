export type MultipartPart = { name?: string; filename?: string; content: Buffer | string };

/** A multipart body of files (and fields, the parts without a file name), as browsers send it. */
export function multipartOf(parts: MultipartPart[]) {
  const boundary = "----portal-upload-test";
  const body = Buffer.concat(
    parts.flatMap(({ name = "file", filename, content }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}\r\n` +
          `${filename === undefined ? "" : "Content-Type: application/octet-stream\r\n"}\r\n`,
      ),
      Buffer.from(content),
      Buffer.from("\r\n"),
    ]),
  );
  return { body: Buffer.concat([body, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A one-page PDF's bytes, enough for any reader to tell it is one. */
export const tinyPdf = () => Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
