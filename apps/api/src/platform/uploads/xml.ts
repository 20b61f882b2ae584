import { SaxesParser } from "saxes";
import { uploadLimits } from "./limits";
import { FileRefused } from "./refusal";

export type XmlHandlers = {
  /** An element opens; its name without prefix (`x:row` is `row`). */
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
  /** Whether the rest of the part is not needed: reading stops there. */
  done?(): boolean;
};

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Streams an XML part through a SAX parser (saxes), chunk by chunk as it inflates, and stops as soon
 * as `done` says so. A document type declaration is refused outright: the parts of a workbook never
 * have one, and it is how entity expansion ("billion laughs") starts. So is nesting past a depth no
 * workbook reaches.
 */
export async function parseXml(chunks: AsyncGenerator<Buffer>, part: string, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  let depth = 0;
  parser.on("doctype", () => {
    throw new FileRefused("unsafe", `${part} declares a document type`);
  });
  parser.on("opentag", (tag) => {
    if (++depth > uploadLimits.sheet.maxXmlDepth)
      throw new FileRefused("unsafe", `${part} nests deeper than ${uploadLimits.sheet.maxXmlDepth}`);
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on("closetag", (tag) => {
    depth--;
    handlers.close?.(localName(tag.name));
  });
  if (handlers.text) {
    parser.on("text", handlers.text);
    parser.on("cdata", handlers.text);
  }
  const decoder = new TextDecoder();
  try {
    for await (const chunk of chunks) {
      parser.write(decoder.decode(chunk, { stream: true }));
      // Leaving the loop closes the entry's stream: the rest is never inflated.
      if (handlers.done?.()) return;
    }
    parser.close();
  } catch (error) {
    if (error instanceof FileRefused) throw error;
    throw new FileRefused("unreadable", `${part}: ${(error as Error).message}`);
  }
}
