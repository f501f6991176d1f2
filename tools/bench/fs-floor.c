/*
 * The file system's floor for a batch of listings: the least a program can ask of the kernel to do what
 * `dxkit dis SET --out-dir OUT` does with files, and nothing else. One thread walks SET (each folder read once,
 * its entries' kinds from the folder itself), reads each regular file whole (open, read, close), makes each
 * output folder once (before its first file) and writes one file per input into the mirrored tree under OUT
 * (NAME.txt), with the input's bytes as the text. Every call is relative to an open folder (openat, mkdirat,
 * renameat): the kernel never walks a path from the top.
 *
 *   fs-floor atomic SET OUT   each file as dxkit writes into an existing OUT: a temporary name, one write, rename
 *   fs-floor direct SET OUT   each file created under its own name (dxkit's staged OUT, shown whole at the end)
 *
 * OUT must not exist (it is made here). Prints the number of files written. Used by batch-vs-d3dc.sh (FLOOR=1),
 * which compiles it with the machine's cc; not part of the build.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int atomic;
static long files;
static char *buf;
static size_t cap = 1 << 20;

static void die(const char *what, const char *name) {
    fprintf(stderr, "fs-floor: %s %s: %s\n", what, name, strerror(errno));
    exit(3);
}

/* Reads `name` in the folder `in` whole into buf; returns its length. */
static size_t readAll(int in, const char *name) {
    int fd = openat(in, name, O_RDONLY | O_CLOEXEC);
    if (fd < 0) die("open", name);
    size_t n = 0;
    for (;;) {
        if (n == cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf) die("realloc", name);
        }
        ssize_t r = read(fd, buf + n, cap - n);
        if (r < 0) die("read", name);
        if (r == 0) break;
        n += (size_t) r;
    }
    close(fd);
    return n;
}

/* Writes buf[0..n) as `name`.txt in the folder `out`. */
static void writeOne(int out, const char *name, size_t n) {
    char target[512], tmp[512];
    snprintf(target, sizeof target, "%s.txt", name);
    snprintf(tmp, sizeof tmp, atomic ? ".%s.%lx.tmp" : "%s", target, files);
    int fd = openat(out, tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) die("create", tmp);
    if (write(fd, buf, n) != (ssize_t) n) die("write", tmp);
    if (close(fd) != 0) die("close", tmp);
    if (atomic && renameat(out, tmp, out, target) != 0) die("rename", target);
    files++;
}

/*
 * Walks the folder `in` (an open descriptor), its output folder `name` in `outParent` made at its first file
 * (*out, -1 until then).
 */
static void walk(int in, int outParent, const char *name, int *out) {
    DIR *d = fdopendir(in);
    if (!d) die("opendir", name);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' && (e->d_name[1] == 0 || (e->d_name[1] == '.' && e->d_name[2] == 0))) continue;
        unsigned char type = e->d_type;
        if (type == DT_UNKNOWN) {
            struct stat st;
            if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) die("stat", e->d_name);
            type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
        }
        if (*out < 0 && (type == DT_DIR || type == DT_REG)) {
            /* this folder's output, made once before anything goes into it */
            if (mkdirat(outParent, name, 0777) != 0 && errno != EEXIST) die("mkdir", name);
            *out = openat(outParent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (*out < 0) die("open folder", name);
        }
        if (type == DT_DIR) {
            int sub = openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (sub < 0) die("open folder", e->d_name);
            int subOut = -1;
            walk(sub, *out, e->d_name, &subOut);
            if (subOut >= 0) close(subOut);
        } else if (type == DT_REG) {
            writeOne(*out, e->d_name, readAll(dirfd(d), e->d_name));
        }
    }
    closedir(d);
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[1], "atomic") != 0 && strcmp(argv[1], "direct") != 0)) {
        fprintf(stderr, "usage: fs-floor atomic|direct SET OUT\n");
        return 2;
    }
    atomic = strcmp(argv[1], "atomic") == 0;
    buf = malloc(cap);
    int in = open(argv[2], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (in < 0) die("open", argv[2]);
    int out = -1;
    walk(in, AT_FDCWD, argv[3], &out);
    if (out >= 0) close(out);
    printf("%ld files\n", files);
    return 0;
}
