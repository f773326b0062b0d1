import { exitPreview } from "@prismicio/next";

/** Leaves draft mode (the Prismic toolbar calls this when the editor closes the preview). */
export function GET() {
  return exitPreview();
}
