import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, type PDFHexString, PDFName, PDFRawStream, type PDFString } from "pdf-lib";

/** A downloaded PDF read back: its title and the files attached to it (a Factur-X holds `factur-x.xml`). */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const list = pdf.catalog
    .lookupMaybe(PDFName.of("Names"), PDFDict)
    ?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict)
    ?.lookupMaybe(PDFName.of("Names"), PDFArray);
  const attachments: Record<string, string> = {};
  for (let index = 0; list && index < list.size(); index += 2) {
    const name = (list.lookup(index) as PDFString | PDFHexString).decodeText();
    const stream = list
      .lookup(index + 1, PDFDict)
      .lookup(PDFName.of("EF"), PDFDict)
      .lookup(PDFName.of("F"));
    if (stream instanceof PDFRawStream) attachments[name] = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  return { title: pdf.getTitle() ?? "", pages: pdf.getPageCount(), attachments };
}
