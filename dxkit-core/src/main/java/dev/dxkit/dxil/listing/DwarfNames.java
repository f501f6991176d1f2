package dev.dxkit.dxil.listing;

import java.util.HashMap;
import java.util.Map;

/**
 * DWARF constant names as LLVM 3.7's {@code llvm/Support/Dwarf.def} (DXC's copy) spells them, for the debug-info
 * nodes of an assembly listing: tags, expression operations, source languages, base-type encodings and
 * virtualities. A value the table lacks has no name ({@code null}); the writer then prints the number, as
 * LLVM's does.
 */
final class DwarfNames {
    /** DW_TAG_base_type: a DIBasicType with this tag omits its tag. */
    static final int TAG_BASE_TYPE = 0x24;
    /** DW_TAG_template_value_parameter: a DITemplateValueParameter with this tag omits its tag. */
    static final int TAG_TEMPLATE_VALUE_PARAMETER = 0x30;
    /** DW_TAG_auto_variable: a DILocalVariable with this tag omits an argument number of 0. */
    static final int TAG_AUTO_VARIABLE = 0x100;
    static final int OP_DEREF = 0x06;
    static final int OP_PLUS = 0x22;
    static final int OP_BIT_PIECE = 0x9d;

    private static final Map<Integer, String> TAGS = table("DW_TAG_",
            "1 array_type;2 class_type;3 entry_point;4 enumeration_type;5 formal_parameter;"
            + "8 imported_declaration;a label;b lexical_block;d member;f pointer_type;10 reference_type;"
            + "11 compile_unit;12 string_type;13 structure_type;15 subroutine_type;16 typedef;17 union_type;"
            + "18 unspecified_parameters;19 variant;1a common_block;1b common_inclusion;1c inheritance;"
            + "1d inlined_subroutine;1e module;1f ptr_to_member_type;20 set_type;21 subrange_type;"
            + "22 with_stmt;23 access_declaration;24 base_type;25 catch_block;26 const_type;27 constant;"
            + "28 enumerator;29 file_type;2a friend;2b namelist;2c namelist_item;2d packed_type;2e subprogram;"
            + "2f template_type_parameter;30 template_value_parameter;31 thrown_type;32 try_block;"
            + "33 variant_part;34 variable;35 volatile_type;36 dwarf_procedure;37 restrict_type;"
            + "38 interface_type;39 namespace;3a imported_module;3b unspecified_type;3c partial_unit;"
            + "3d imported_unit;3f condition;40 shared_type;41 type_unit;42 rvalue_reference_type;"
            + "43 template_alias;100 auto_variable;101 arg_variable;44 coarray_type;45 generic_subrange;"
            + "46 dynamic_type;4081 MIPS_loop;4101 format_label;4102 function_template;4103 class_template;"
            + "4106 GNU_template_template_param;4107 GNU_template_parameter_pack;"
            + "4108 GNU_formal_parameter_pack;4200 APPLE_property;");

    private static final Map<Integer, String> OPS = table("DW_OP_",
            "3 addr;6 deref;8 const1u;9 const1s;a const2u;b const2s;c const4u;d const4s;e const8u;f const8s;"
            + "10 constu;11 consts;12 dup;13 drop;14 over;15 pick;16 swap;17 rot;18 xderef;19 abs;1a and;"
            + "1b div;1c minus;1d mod;1e mul;1f neg;20 not;21 or;22 plus;23 plus_uconst;24 shl;25 shr;26 shra;"
            + "27 xor;2f skip;28 bra;29 eq;2a ge;2b gt;2c le;2d lt;2e ne;30 lit0;31 lit1;32 lit2;33 lit3;"
            + "34 lit4;35 lit5;36 lit6;37 lit7;38 lit8;39 lit9;3a lit10;3b lit11;3c lit12;3d lit13;3e lit14;"
            + "3f lit15;40 lit16;41 lit17;42 lit18;43 lit19;44 lit20;45 lit21;46 lit22;47 lit23;48 lit24;"
            + "49 lit25;4a lit26;4b lit27;4c lit28;4d lit29;4e lit30;4f lit31;50 reg0;51 reg1;52 reg2;53 reg3;"
            + "54 reg4;55 reg5;56 reg6;57 reg7;58 reg8;59 reg9;5a reg10;5b reg11;5c reg12;5d reg13;5e reg14;"
            + "5f reg15;60 reg16;61 reg17;62 reg18;63 reg19;64 reg20;65 reg21;66 reg22;67 reg23;68 reg24;"
            + "69 reg25;6a reg26;6b reg27;6c reg28;6d reg29;6e reg30;6f reg31;70 breg0;71 breg1;72 breg2;"
            + "73 breg3;74 breg4;75 breg5;76 breg6;77 breg7;78 breg8;79 breg9;7a breg10;7b breg11;7c breg12;"
            + "7d breg13;7e breg14;7f breg15;80 breg16;81 breg17;82 breg18;83 breg19;84 breg20;85 breg21;"
            + "86 breg22;87 breg23;88 breg24;89 breg25;8a breg26;8b breg27;8c breg28;8d breg29;8e breg30;"
            + "8f breg31;90 regx;91 fbreg;92 bregx;93 piece;94 deref_size;95 xderef_size;96 nop;"
            + "97 push_object_address;98 call2;99 call4;9a call_ref;9b form_tls_address;9c call_frame_cfa;"
            + "9d bit_piece;9e implicit_value;9f stack_value;e0 GNU_push_tls_address;fb GNU_addr_index;"
            + "fc GNU_const_index;");

    private static final Map<Integer, String> LANGS = table("DW_LANG_",
            "1 C89;2 C;3 Ada83;4 C_plus_plus;5 Cobol74;6 Cobol85;7 Fortran77;8 Fortran90;9 Pascal83;a Modula2;"
            + "b Java;c C99;d Ada95;e Fortran95;f PLI;10 ObjC;11 ObjC_plus_plus;12 UPC;13 D;14 Python;"
            + "15 OpenCL;16 Go;17 Modula3;18 Haskell;19 C_plus_plus_03;1a C_plus_plus_11;1b OCaml;1c Rust;"
            + "1d C11;1e Swift;1f Julia;20 Dylan;21 C_plus_plus_14;22 Fortran03;23 Fortran08;"
            + "8001 Mips_Assembler;");

    private static final Map<Integer, String> ENCODINGS = table("DW_ATE_",
            "1 address;2 boolean;3 complex_float;4 float;5 signed;6 signed_char;7 unsigned;8 unsigned_char;"
            + "9 imaginary_float;a packed_decimal;b numeric_string;c edited;d signed_fixed;e unsigned_fixed;"
            + "f decimal_float;10 UTF;");

    private static final Map<Integer, String> VIRTUALITIES = table("DW_VIRTUALITY_",
            "0 none;1 virtual;2 pure_virtual;");

    private DwarfNames() {
    }

    /** Parses {@code "hex name;…"} into a map of the names with {@code prefix}. */
    private static Map<Integer, String> table(String prefix, String packed) {
        Map<Integer, String> m = new HashMap<>();
        for (String entry : packed.split(";")) {
            int space = entry.indexOf(' ');
            m.put(Integer.parseInt(entry.substring(0, space), 16), prefix + entry.substring(space + 1));
        }
        return m;
    }

    private static String name(Map<Integer, String> table, long value) {
        return value < 0 || value > Integer.MAX_VALUE ? null : table.get((int) value);
    }

    static String tag(long tag) {
        return name(TAGS, tag);
    }

    static String operation(long op) {
        return name(OPS, op);
    }

    static String language(long lang) {
        return name(LANGS, lang);
    }

    static String encoding(long encoding) {
        return name(ENCODINGS, encoding);
    }

    static String virtuality(long virtuality) {
        return name(VIRTUALITIES, virtuality);
    }
}
