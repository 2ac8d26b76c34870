"""
Writes the offline edition's ZIM file with libzim, openZIM's own library (Debian's
python3-libzim), from the manifest scripts/build-zim.ts prepares: metadata, the 48x48
illustration, the main page and every entry with its file, title and type. libzim compresses the
entries and builds Kiwix's full-text and title indexes.

zimwriterfs (zim-tools) cannot write the LongDescription and License metadata in Debian's version,
nor License in any version, so the file is written with the library itself.

Usage: /usr/bin/python3 scripts/zim-writer.py MANIFEST.json OUT.zim
"""

import json
import re
import sys

from libzim.writer import Creator, FileProvider, Hint, Item

try:
    # python3-libzim 2 turns every metadata name from Python's snake case into Pascal case
    # ("LongDescription" would come out as "Longdescription"): give it the snake case.
    from libzim.writer import pascalize  # noqa: F401

    def metadata_name(name):
        return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()

except ImportError:

    def metadata_name(name):
        return name


class Entry(Item):
    def __init__(self, entry):
        super().__init__()
        self.entry = entry

    def get_path(self):
        return self.entry["path"]

    def get_title(self):
        return self.entry["title"]

    def get_mimetype(self):
        return self.entry["mimetype"]

    def get_contentprovider(self):
        return FileProvider(self.entry["file"])

    def get_hints(self):
        # Pages are articles: counted, suggested by title and listed by Kiwix's random page.
        return {Hint.FRONT_ARTICLE: self.entry["mimetype"] == "text/html"}


def main(manifest_path, out):
    with open(manifest_path, encoding="utf-8") as file:
        manifest = json.load(file)
    with Creator(out).config_indexing(True, manifest["metadata"]["Language"]) as creator:
        creator.set_mainpath(manifest["main"])
        with open(manifest["illustration"], "rb") as file:
            creator.add_illustration(48, file.read())
        for name, value in manifest["metadata"].items():
            creator.add_metadata(metadata_name(name), value)
        for entry in manifest["entries"]:
            creator.add_item(Entry(entry))


if __name__ == "__main__":
    main(*sys.argv[1:3])
