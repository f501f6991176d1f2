package dev.dxkit.dxil.listing;

import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Debug-info nodes printed from their bitcode records, with the fields LLVM 3.7's writer leaves out. */
class DebugInfoTextTest {
    /** Metadata ids 0-9 are strings "s0" … "s9"; any other id is a node, printed by slot = id. */
    private static final DebugInfoText.Operands MD = new DebugInfoText.Operands() {
        @Override
        public String operand(int id) {
            return id < 0 ? "null" : id < 10 ? "!\"s" + id + "\"" : "!" + id;
        }

        @Override
        public String string(int id) {
            return id >= 0 && id < 10 ? Map.of(1, "x", 2, "")
                    .getOrDefault(id, "s" + id) : "";
        }
    };

    @Test
    void expressionsPrintOperationsOrBareNumbers() {
        assertEquals("!DIExpression()", DebugInfoText.expression(new long[] {0}));
        assertEquals("!DIExpression(DW_OP_bit_piece, 32, 32)",
                DebugInfoText.expression(new long[] {0, 0x9d, 32, 32}));
        assertEquals("!DIExpression(DW_OP_deref, DW_OP_plus, 4)",
                DebugInfoText.expression(new long[] {0, 0x06, 0x22, 4}));
        // a bit piece that is not last, or an operation LLVM 3.7 does not accept: the elements as numbers
        assertEquals("!DIExpression(157, 0, 32, 6)", DebugInfoText.expression(new long[] {0, 0x9d, 0, 32, 6}));
        assertEquals("!DIExpression(16, 1)", DebugInfoText.expression(new long[] {0, 0x10, 1}));
    }

    @Test
    void locationsAlwaysGiveLineAndScope() {
        assertEquals("!DILocation(line: 0, scope: !12)",
                DebugInfoText.body(DebugInfoText.LOCATION, new long[] {0, 0, 0, 12, 0}, MD));
        assertEquals("!DILocation(line: 23, column: 25, scope: !12, inlinedAt: !40)",
                DebugInfoText.body(DebugInfoText.LOCATION, new long[] {0, 23, 25, 12, 41}, MD));
        assertArrayEquals(new int[] {12, 40}, DebugInfoText.operands(DebugInfoText.LOCATION,
                new long[] {0, 23, 25, 12, 41}));
    }

    @Test
    void localVariablesOmitArgumentZeroOnlyForAutoVariables() {
        // [distinct, tag, scope, name, file, line, type, arg, flags]
        assertEquals("!DILocalVariable(tag: DW_TAG_auto_variable, name: \"x\", scope: !22, file: !11, line: 19, "
                + "type: !14)", DebugInfoText.body(DebugInfoText.LOCAL_VAR,
                        new long[] {0, 0x100, 23, 2, 12, 19, 15, 0, 0}, MD));
        assertEquals("!DILocalVariable(tag: DW_TAG_arg_variable, name: \"x\", arg: 0, scope: !22)",
                DebugInfoText.body(DebugInfoText.LOCAL_VAR, new long[] {0, 0x101, 23, 2, 0, 0, 0, 0, 0}, MD));
        // in memory: scope, name, file, type
        assertArrayEquals(new int[] {22, 1, 11, 14}, DebugInfoText.operands(DebugInfoText.LOCAL_VAR,
                new long[] {0, 0x100, 23, 2, 12, 19, 15, 0, 0}));
    }

    @Test
    void flagsJoinAccessibilityKnownBitsAndTheRest() {
        // [distinct, tag, name, file, line, scope, baseType, size, align, offset, flags, extraData]
        long[] member = {0, 0x0d, 2, 12, 7, 15, 18, 32, 32, 64, 3 | 1 << 8 | 1 << 20, 0};
        assertEquals("!DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !14, file: !11, line: 7, "
                + "baseType: !17, size: 32, align: 32, offset: 64, flags: DIFlagPublic | DIFlagPrototyped | 1048576)",
                DebugInfoText.body(DebugInfoText.DERIVED_TYPE, member, MD));
        long[] typedef = {0, 0x16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        assertEquals("!DIDerivedType(tag: DW_TAG_typedef, baseType: null)",
                DebugInfoText.body(DebugInfoText.DERIVED_TYPE, typedef, MD));
    }

    @Test
    void basicTypesAndTemplateValuesOmitTheirUsualTag() {
        // [distinct, tag, name, size, align, encoding]
        assertEquals("!DIBasicType(name: \"x\", size: 32, align: 32, encoding: DW_ATE_signed)",
                DebugInfoText.body(DebugInfoText.BASIC_TYPE, new long[] {0, 0x24, 2, 32, 32, 5}, MD));
        assertEquals("!DIBasicType(tag: DW_TAG_unspecified_type, name: \"x\")",
                DebugInfoText.body(DebugInfoText.BASIC_TYPE, new long[] {0, 0x3b, 2, 0, 0, 0}, MD));
        // [distinct, tag, name, type, value]
        assertEquals("!DITemplateValueParameter(name: \"x\", type: !13, value: !\"s5\")",
                DebugInfoText.body(DebugInfoText.TEMPLATE_VALUE, new long[] {0, 0x30, 2, 14, 6}, MD));
    }

    @Test
    void subrangesAndEnumeratorsUnrotateSignedFields() {
        assertEquals("!DISubrange(count: 144)", DebugInfoText.body(DebugInfoText.SUBRANGE, new long[] {0, 144, 0}, MD));
        // -2 is stored as ~(-2 << 1) = 3
        assertEquals("!DISubrange(count: -1, lowerBound: -2)",
                DebugInfoText.body(DebugInfoText.SUBRANGE, new long[] {0, -1, 3}, MD));
        assertEquals("!DIEnumerator(name: \"x\", value: -1)",
                DebugInfoText.body(DebugInfoText.ENUMERATOR, new long[] {0, 1, 2}, MD));
        assertEquals("!DIEnumerator(name: \"\", value: 3)",
                DebugInfoText.body(DebugInfoText.ENUMERATOR, new long[] {0, 6, 3}, MD));
    }
}
