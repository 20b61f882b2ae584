import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, type PDFHexString, PDFName, PDFRawStream, type PDFString } from "pdf-lib";

/**
 * Reads a Factur-X PDF back as an e-invoice reader would: the `factur-x.xml` file attached to the
 * document, and whether the PDF declares itself PDF/A-3 in its metadata.
 */
export async function readFacturX(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const names = pdf.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const embedded = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const list = embedded?.lookupMaybe(PDFName.of("Names"), PDFArray);
  const files = new Map<string, string>();
  for (let index = 0; list && index < list.size(); index += 2) {
    const name = list.lookup(index) as PDFString | PDFHexString;
    const spec = list.lookup(index + 1, PDFDict);
    const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"));
    if (stream instanceof PDFRawStream) files.set(name.decodeText(), new TextDecoder().decode(decodePDFRawStream(stream).decode()));
  }
  const xml = files.get("factur-x.xml");
  if (!xml) throw new Error(`no factur-x.xml among ${[...files.keys()].join(", ") || "no attachment"}`);
  const metadata = pdf.catalog.lookup(PDFName.of("Metadata"));
  const xmp = metadata instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(metadata).decode()) : "";
  const pdfA = /pdfaid:part(>|=")3/.test(xmp);

  const literal = (tag: string) => tag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const values = (tag: string) =>
    [...xml.matchAll(new RegExp(`<${literal(tag)}(?:\\s[^>]*)?>([^<]*)</${literal(tag)}>`, "g"))].map((match) => match[1] ?? "");
  /** The text of the first `last` element inside the first `first` element of a `first/…/last` path. */
  function value(path: string): string | undefined {
    const steps = path.split("/");
    let scope = xml as string;
    for (const step of steps.slice(0, -1)) {
      const open = new RegExp(`<${literal(step)}(?:\\s[^>]*)?>`).exec(scope);
      if (!open) return undefined;
      const close = scope.indexOf(`</${step}>`, open.index);
      scope = scope.slice(open.index, close === -1 ? undefined : close);
    }
    const last = steps.at(-1) ?? "";
    return new RegExp(`<${literal(last)}(?:\\s[^>]*)?>([^<]*)</${literal(last)}>`).exec(scope)?.[1];
  }
  return { xml, pdfA, files: [...files.keys()], value, values };
}
