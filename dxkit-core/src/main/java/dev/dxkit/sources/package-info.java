/**
 * The HLSL sources inside debug builds: the SPDB part of an fxc {@code /Zi} build, the SDBG part of an older
 * one, and for dxc {@code -Zi} builds the SRCI part or the {@code dx.source.contents} of the debug module
 * (ILDB); with the paths under an output folder they may be written to.
 */
package dev.dxkit.sources;
