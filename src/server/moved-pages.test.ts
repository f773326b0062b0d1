import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { forgetDocumentPaths, knownDocumentPaths, listPageMoves, recordPageMoves, releaseLivePaths, rememberDocumentPaths } from "./moved-pages";
import { testDatabases } from "./testing/databases";

describe.each(testDatabases())("moved pages ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  it("redirects an old path to the new one, collapsing chains and forgetting a path in use again", async () => {
    await recordPageMoves(db, [{ from: "/blog/old/", to: "/blog/newer/", documentId: "a" }]);
    expect(await listPageMoves(db)).toEqual(new Map([["/blog/old/", "/blog/newer/"]]));

    // Moved again: both old paths lead straight to the latest one.
    await recordPageMoves(db, [{ from: "/blog/newer/", to: "/blog/newest/", documentId: "a" }]);
    expect(await listPageMoves(db)).toEqual(
      new Map([
        ["/blog/old/", "/blog/newest/"],
        ["/blog/newer/", "/blog/newest/"],
      ]),
    );

    // Moved back to its first path: that path is live again and no move points at itself.
    await recordPageMoves(db, [{ from: "/blog/newest/", to: "/blog/old/", documentId: "a" }]);
    expect(await listPageMoves(db)).toEqual(
      new Map([
        ["/blog/newer/", "/blog/old/"],
        ["/blog/newest/", "/blog/old/"],
      ]),
    );
  });

  it("remembers where pages are: a publication overwrites, a server starting only adds pages not known yet", async () => {
    await rememberDocumentPaths(db, [{ documentId: "a", path: "/blog/old/" }], { replace: false });
    // A start whose listing already shows the rename keeps the path the last publication saw.
    await rememberDocumentPaths(
      db,
      [
        { documentId: "a", path: "/blog/new/" },
        { documentId: "b", path: "/blog/other/" },
      ],
      { replace: false },
    );
    expect(await knownDocumentPaths(db, ["a", "b", "c"])).toEqual(
      new Map([
        ["a", "/blog/old/"],
        ["b", "/blog/other/"],
      ]),
    );
    // The publication is the change; a document named twice keeps its last path.
    await rememberDocumentPaths(
      db,
      [
        { documentId: "a", path: "/blog/newer/" },
        { documentId: "a", path: "/blog/new/" },
      ],
      { replace: true },
    );
    expect(await knownDocumentPaths(db, ["a"])).toEqual(new Map([["a", "/blog/new/"]]));
    expect(await knownDocumentPaths(db, [])).toEqual(new Map());
    const many = Array.from({ length: 450 }, (_, i) => ({ documentId: `d${i}`, path: `/blog/d${i}/` }));
    await rememberDocumentPaths(db, many, { replace: false });
    expect((await knownDocumentPaths(db, ["d0", "d449"])).size).toBe(2);
    // Unpublished: forgotten, so a later publication elsewhere is not taken for a move from here.
    await forgetDocumentPaths(db, ["a", "d0"]);
    await forgetDocumentPaths(db, []);
    expect(await knownDocumentPaths(db, ["a", "d0", "d1"])).toEqual(new Map([["d1", "/blog/d1/"]]));
  });

  it("stops redirecting a path a newly published page lives at", async () => {
    await recordPageMoves(db, [{ from: "/blog/old/", to: "/blog/new/", documentId: "a" }]);
    await releaseLivePaths(db, ["/blog/old/", "/blog/unrelated/"]);
    expect((await listPageMoves(db)).size).toBe(0);
    await releaseLivePaths(db, []);
  });

  it("ignores a move to the same path", async () => {
    await recordPageMoves(db, [{ from: "/same/", to: "/same/", documentId: "b" }]);
    expect((await listPageMoves(db)).size).toBe(0);
  });
});
