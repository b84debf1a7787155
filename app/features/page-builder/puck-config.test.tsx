import { describe, expect, test } from "vitest";
import { blockPropsSchemas, pageDocumentSchema } from "#contracts/page-builder.ts";
import { blockTypes } from "#contracts/page-builder-text.ts";
import { puckConfig } from "./puck-config.tsx";

// The editor's Puck configuration against the contract (issue 21): one component per block type, fields for
// exactly the block's props, and default props the block's schema accepts, so a block just dropped in saves.

describe("the Puck configuration", () => {
  test("has one component per block type, in every category once", () => {
    expect(Object.keys(puckConfig.components).sort()).toEqual([...blockTypes].sort());
    const categorised = Object.values(puckConfig.categories ?? {}).flatMap(
      (category) => category.components ?? [],
    );
    expect([...categorised].sort()).toEqual([...blockTypes].sort());
  });

  test.each(blockTypes)("%s: fields are the schema's props and the defaults pass it", (type) => {
    const component = puckConfig.components[type];
    const schemaProps = Object.keys(blockPropsSchemas[type].shape).filter((prop) => prop !== "id");
    expect(Object.keys(component.fields ?? {}).sort()).toEqual(schemaProps.sort());
    const block = { type, props: { id: `${type}-1`, ...component.defaultProps } };
    const parsed = pageDocumentSchema.safeParse({ root: { props: {} }, content: [block] });
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
