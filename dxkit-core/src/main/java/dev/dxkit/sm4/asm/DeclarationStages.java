package dev.dxkit.sm4.asm;

import dev.dxkit.sm4.ProgramType;
import dev.dxkit.sm4.ProgramVersion;

/**
 * The declarations a program type or Shader Model does not have, refused where a hand edit writes them (the
 * decoder and D3DDisassemble list them without a word, the runtime refuses the program). The rules are the token
 * format's (d3d11TokenizedProgramFormat.hpp, the Direct3D 11 functional specification): the thread group and its
 * shared memory belong to compute programs; the input primitive, output topology, vertex count, streams and
 * instances to geometry programs (streams and instances from Shader Model 5); the tessellator's domain and the
 * input control points to hull and domain programs, its partitioning, output primitive, maximum factor, output
 * control points and phase instance counts to hull programs; interpolated inputs ({@code dcl_input_ps}) to pixel
 * programs; unordered-access views, before Shader Model 5, to compute programs (raw and structured only); class
 * linkage ({@code dcl_function_body}, {@code dcl_function_table}, {@code dcl_interface}) to Shader Model 5.
 */
final class DeclarationStages {
    private DeclarationStages() {
    }

    /** Why {@code mnemonic} cannot be declared in a program of {@code v}, or null when it can. */
    static String refusal(String mnemonic, ProgramVersion v) {
        ProgramType t = v.type();
        boolean sm5 = v.isSm5OrLater();
        String only;
        switch (mnemonic) {
            case "dcl_thread_group", "dcl_tgsm_raw", "dcl_tgsm_structured" -> only = t == ProgramType.COMPUTE ? null
                    : "compute programs";
            case "dcl_inputprimitive", "dcl_outputtopology", "dcl_maxout" -> only = t == ProgramType.GEOMETRY ? null
                    : "geometry programs";
            case "dcl_stream", "dcl_gsinstances" -> only = t == ProgramType.GEOMETRY && sm5 ? null
                    : "geometry programs of Shader Model 5";
            case "dcl_tessellator_domain", "dcl_input_control_point_count" -> only = t == ProgramType.HULL
                    || t == ProgramType.DOMAIN ? null : "hull and domain programs";
            case "dcl_tessellator_partitioning", "dcl_tessellator_output_primitive", "dcl_hs_max_tessfactor",
                    "dcl_output_control_point_count", "dcl_hs_fork_phase_instance_count",
                    "dcl_hs_join_phase_instance_count" -> only = t == ProgramType.HULL ? null : "hull programs";
            case "dcl_input_ps", "dcl_input_ps_siv", "dcl_input_ps_sgv" -> only = t == ProgramType.PIXEL ? null
                    : "pixel programs";
            case "dcl_function_body", "dcl_function_table", "dcl_interface", "dcl_interface_dynamicindexed" ->
                    only = sm5 ? null : "Shader Model 5";
            default -> {
                if (mnemonic.startsWith("dcl_uav_") && !sm5) {
                    only = t == ProgramType.COMPUTE && !mnemonic.startsWith("dcl_uav_typed")
                            ? null : "Shader Model 5 (before it, raw and structured views in compute programs)";
                } else {
                    only = null;
                }
            }
        }
        return only == null ? null : mnemonic + " is not declared in " + v.text() + " (only in " + only + ")";
    }
}
