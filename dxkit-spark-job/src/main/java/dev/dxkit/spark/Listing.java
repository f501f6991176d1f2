package dev.dxkit.spark;

import dev.dxkit.census.CensusShare;
import dev.dxkit.census.GroupBy;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The files of a census, listed on the driver through Hadoop's {@link FileSystem} (so {@code file://},
 * {@code hdfs://}, {@code s3a://} … alike), named and grouped as {@code dxkit census} names and groups the
 * same files: a name is the root as given, then the path under it; a group comes from
 * {@link GroupBy#groupOfPath}. A folder that cannot be listed is a refusal, as in the CLI.
 *
 * @param files  every regular file, in listing order
 * @param walked the refusals of folders that could not be listed
 */
record Listing(List<FileRef> files, CensusShare walked) {
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:.*");

    /** Lists {@code roots}; fails (NoSuchFileException) only when a root does not exist. */
    static Listing of(List<String> roots, GroupBy groupBy, Configuration conf) throws IOException {
        List<FileRef> files = new ArrayList<>();
        CensusShare walked = new CensusShare();
        for (String r : roots) {
            Path root = new Path(r);
            FileSystem fs = root.getFileSystem(conf);
            FileStatus st;
            try {
                st = fs.getFileStatus(root);
            } catch (FileNotFoundException e) {
                throw new NoSuchFileException(r);
            }
            String prefix = roots.size() > 1 && groupBy != GroupBy.NONE ? r + "/" : "";
            if (st.isFile()) {
                files.add(new FileRef(st.getPath().toString(), name(r, ""), prefix + fileGroup(r, groupBy), st.getLen(),
                        "", prefix));
            } else {
                walk(fs, st.getPath(), r, "", prefix, groupBy, files, walked);
            }
        }
        return new Listing(files, walked);
    }

    private static void walk(FileSystem fs, Path dir, String root, String rel, String prefix, GroupBy groupBy,
                             List<FileRef> files, CensusShare walked) {
        FileStatus[] children;
        try {
            children = fs.listStatus(dir);
        } catch (IOException e) {
            String group = prefix + (rel.isEmpty() ? fileGroup(root, groupBy) : groupBy.groupOfPath(rel));
            walked.refuse(group, name(root, rel), "io", "io: " + message(e));
            return;
        }
        for (FileStatus c : children) {
            String childRel = rel.isEmpty() ? c.getPath().getName() : rel + "/" + c.getPath().getName();
            if (c.isSymlink()) {
                continue; // the CLI's walk does not follow links either
            }
            if (c.isDirectory()) {
                walk(fs, c.getPath(), root, childRel, prefix, groupBy, files, walked);
            } else if (c.isFile()) {
                files.add(new FileRef(c.getPath().toString(), name(root, childRel),
                        prefix + groupBy.groupOfPath(childRel), c.getLen(), childRel, prefix));
            }
        }
    }

    /**
     * The name of the file at {@code rel} under {@code root}: for a local path spelled without a scheme,
     * {@link java.nio.file.Path}'s spelling, which is the CLI's; else the root without its trailing
     * slashes, a slash, and {@code rel}.
     */
    static String name(String root, String rel) {
        if (!SCHEME.matcher(root).matches()) {
            return java.nio.file.Path.of(root).resolve(rel).toString();
        }
        String r = root;
        while (r.endsWith("/") && !r.endsWith("//")) {
            r = r.substring(0, r.length() - 1);
        }
        return rel.isEmpty() ? r : r + "/" + rel;
    }

    /** The group of a root that is a file: its file name, as the CLI's {@link GroupBy#group}. */
    private static String fileGroup(String root, GroupBy groupBy) {
        if (!SCHEME.matcher(root).matches()) {
            java.nio.file.Path p = java.nio.file.Path.of(root);
            return groupBy.group(p, p);
        }
        return groupBy == GroupBy.NONE ? "all" : new Path(root).getName();
    }

    private static String message(IOException e) {
        if (e instanceof FileNotFoundException) {
            return "no such file";
        }
        if (e instanceof org.apache.hadoop.security.AccessControlException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
