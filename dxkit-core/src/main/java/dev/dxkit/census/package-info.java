/**
 * The census of a collection of shaders, as {@code dxkit census} runs it: {@link
 * dev.dxkit.census.CensusWalker} walks folders and archives with bounded memory and counts every program with
 * the {@link dev.dxkit.census.Survey surveys} into a {@link dev.dxkit.census.Census} (a {@link
 * dev.dxkit.census.Tally} per group and over all), which {@link dev.dxkit.census.CensusText}, {@link
 * dev.dxkit.census.CensusJson}, {@link dev.dxkit.census.CensusCsv} and {@link dev.dxkit.census.CensusHtml}
 * print.
 */
package dev.dxkit.census;
