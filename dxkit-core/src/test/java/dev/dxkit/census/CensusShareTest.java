package dev.dxkit.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Shares add up: any split of the files, counted apart and merged in any order, makes the walker's census. */
class CensusShareTest {
    @TempDir
    Path dir;

    @Test
    void sharesOfAnySplitMergeIntoTheWholeCensus() throws IOException {
        Synthetic.write(dir);
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        for (GroupBy g : GroupBy.values()) {
            for (boolean carve : new boolean[] {false, true}) {
                String whole = CensusJson.json(CensusWalker.run(List.of(dir.toString()),
                        new CensusWalker.Options(g, carve, 1, false)));
                for (int parts : new int[] {1, 3, 7}) {
                    // distinct counted as a cluster job does: the set of sha256 of each group and of all
                    Map<String, Set<ByteBuffer>> byGroup = new HashMap<>();
                    Set<ByteBuffer> all = new HashSet<>();
                    FileCensus.Distinct distinct = (group, data, file, offset) -> {
                        ByteBuffer sha = ByteBuffer.wrap(DistinctPrograms.sha256(data.array(), data.arrayOffset(),
                                data.size()));
                        all.add(sha);
                        byGroup.computeIfAbsent(group, k -> new HashSet<>()).add(sha);
                        return false;
                    };
                    List<CensusShare> shares = new ArrayList<>();
                    for (int p = 0; p < parts; p++) {
                        CensusShare share = new CensusShare();
                        FileCensus census = new FileCensus(carve, CensusWalker.defaultSurveys(), distinct);
                        for (int i = p; i < files.size(); i += parts) { // every parts-th file
                            Path f = files.get(i);
                            String rel = dir.relativize(f).toString().replace('\\', '/');
                            census.file(f.toString(), g.group(dir, f), Files.size(f), null,
                                    () -> FileCensus.stream(Files.newInputStream(f)), m -> g.groupOfPath(rel + "!/" + m),
                                    share);
                        }
                        shares.add(share);
                    }
                    CensusShare merged = new CensusShare();
                    for (int p = shares.size() - 1; p >= 0; p--) { // merged in the other order
                        merged.merge(shares.get(p));
                    }
                    byGroup.forEach((group, set) -> merged.group(group).add(Measure.DISTINCT, set.size()));
                    String json = CensusJson.json(merged.census(List.of(dir.toString()), g, carve, all.size()));
                    assertEquals(whole, json, g + " carve " + carve + " in " + parts);
                }
            }
        }
    }
}
