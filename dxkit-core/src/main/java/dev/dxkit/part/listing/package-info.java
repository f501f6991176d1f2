/**
 * The text the listing header prints from the container's parts, shared by the Shader Model 4/5, level 9 and
 * DXIL listings: signature tables, RDEF's buffer definitions and resource bindings, class linkage (IFCE).
 * Not exported: the listings of the format rooms above use it.
 */
package dev.dxkit.part.listing;
