package dev.dxkit.part;

import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The FX10 (or FX11) part of a compiled Direct3D 10/11 effect (fx_4_0, fx_4_1, fx_5_0) — the part an fxc
 * {@code .fxo} file holds — walked whole, following the Effects 11 binary format ({@code EffectBinaryFormat.h}):
 * the header's counts, then the structured block that follows the unstructured one (names, types, default
 * values and the shaders' bytecode, addressed by offset): the effect's constant buffers and their numeric
 * variables, its object variables (textures, samplers and state blocks with their assignments, strings,
 * shaders), for fx_5_0 its interface variables and groups, and its techniques, passes and their assignments.
 * {@link EffectReader} reads it; every count is checked against the bytes left before anything is allocated.
 *
 * <pre>
 * 0x00 u32 tag: 0xfeff1001 fx_4_0, 0xfeff1011 fx_4_1, 0xfeff2001 fx_5_0
 * 0x04 u32[3] the effect's constant buffers, numeric variables, object variables
 * 0x10 u32[3] the same in the effect pool it shares
 * 0x1c u32 techniques  0x20 u32 unstructured size  0x24 u32 strings  0x28 u32 shader resources
 * 0x2c u32 depth-stencil blocks  0x30 blend  0x34 rasterizer  0x38 samplers  0x3c render-target views
 * 0x40 u32 depth-stencil views  0x44 u32 shaders  0x48 u32 inline shaders
 * fx_5_0: 0x4c u32 groups  0x50 unordered-access views  0x54 interface variables
 *         0x58 interface variable elements  0x5c class instance elements
 * then the unstructured block (0x4c or 0x60), then the structured block:
 *   buffers (5 words, annotations, per variable 6 words and annotations), object variables (4 words, their
 *   initializers, annotations), fx_5_0 interface variables (4 words, annotations), then groups (fx_5_0: 2 words,
 *   annotations) of techniques (2 words, annotations) of passes (2 words, annotations, 4-word assignments).
 *   A child effect (fx_4_x sharing a pool) declares the pool's buffers, variables and objects after its own
 *   objects, without annotations or initializers.
 * </pre>
 *
 * @param fourCC             FX10 or FX11
 * @param tag                the version tag
 * @param counts             the header's counts after the tag, in the order above
 * @param buffers            the effect's own constant buffers
 * @param objectVariables    the effect's object variables
 * @param poolBuffers        the pool's constant buffers a child effect declares (names and types only)
 * @param poolObjects        the pool's object variables a child effect declares
 * @param interfaceVariables the fx_5_0 interface variables
 * @param groups             the groups (fx_5_0; an fx_4_x effect has one unnamed group holding its techniques)
 * @param bytes              the part data as stored
 */
public record EffectPart(String fourCC, int tag, List<Long> counts, List<Buffer> buffers,
                         List<ObjectVariable> objectVariables, List<Buffer> poolBuffers,
                         List<ObjectVariable> poolObjects, List<InterfaceVariable> interfaceVariables,
                         List<Group> groups, Bytes bytes) implements Part {
    /**
     * Copies {@code counts}, {@code buffers}, {@code objectVariables}, {@code poolBuffers}, {@code poolObjects},
     * {@code interfaceVariables} and {@code groups}, so that the collections it was given cannot change the record.
     *
     * @param fourCC FX10 or FX11
     * @param tag the version tag
     * @param counts the header's counts after the tag, in the order above
     * @param buffers the effect's own constant buffers
     * @param objectVariables the effect's object variables
     * @param poolBuffers the pool's constant buffers a child effect declares (names and types only)
     * @param poolObjects the pool's object variables a child effect declares
     * @param interfaceVariables the fx_5_0 interface variables
     * @param groups the groups (fx_5_0; an fx_4_x effect has one unnamed group holding its techniques)
     * @param bytes the part data as stored
     */
    public EffectPart {
        counts = List.copyOf(counts);
        buffers = List.copyOf(buffers);
        objectVariables = List.copyOf(objectVariables);
        poolBuffers = List.copyOf(poolBuffers);
        poolObjects = List.copyOf(poolObjects);
        interfaceVariables = List.copyOf(interfaceVariables);
        groups = List.copyOf(groups);
    }

    /**
     * A type ({@code SBinaryType}): its name, kind ({@code EVT_*}), element count (0: not an array), sizes,
     * and what its kind adds — the numeric description word, the object type ({@code EOT_*}), or the
     * members (and for fx_5_0 the base class and interfaces) of a structure.
     *
     * @param name       the type's name ({@code float4}, {@code Texture2D}, a structure's name)
     * @param varType    {@code EVT_Numeric} 1, {@code EVT_Object} 2, {@code EVT_Struct} 3, {@code EVT_Interface} 4
     * @param elements   the array length, 0 when not an array
     * @param totalSize  the size in bytes (of all elements)
     * @param stride     the distance between elements
     * @param packedSize the size fully packed
     * @param numeric    {@code [2:0]} layout {@code [7:3]} scalar type {@code [10:8]} rows {@code [13:11]} columns
     *                   {@code [14]} column major {@code [15]} packed array; 0 unless numeric
     * @param objectType the {@code EOT_*} code; 0 unless an object
     * @param members    a structure's members
     * @param baseClass  an fx_5_0 structure's base class, or null
     * @param interfaces an fx_5_0 structure's interfaces
     */
    public record Type(String name, long varType, long elements, long totalSize, long stride, long packedSize,
                       long numeric, long objectType, List<Member> members, Type baseClass, List<Type> interfaces) {
        /**
         * Copies {@code members} and {@code interfaces}, so that the collections it was given cannot change the
         * record.
         *
         * @param name the type's name ({@code float4}, {@code Texture2D}, a structure's name)
         * @param varType {@code EVT_Numeric} 1, {@code EVT_Object} 2, {@code EVT_Struct} 3, {@code EVT_Interface} 4
         * @param elements the array length, 0 when not an array
         * @param totalSize the size in bytes (of all elements)
         * @param stride the distance between elements
         * @param packedSize the size fully packed
         * @param numeric {@code [2:0]} layout {@code [7:3]} scalar type {@code [10:8]} rows {@code [13:11]} columns
         *      {@code [14]} column major {@code [15]} packed array; 0 unless numeric
         * @param objectType the {@code EOT_*} code; 0 unless an object
         * @param members a structure's members
         * @param baseClass an fx_5_0 structure's base class, or null
         * @param interfaces an fx_5_0 structure's interfaces
         */
        public Type {
            members = List.copyOf(members);
            interfaces = List.copyOf(interfaces);
        }

        /** {@return {@code ENL_Scalar} 1, {@code ENL_Vector} 2, {@code ENL_Matrix} 3 (numeric types)} */
        public int layout() {
            return (int) (numeric & 7);
        }

        /** {@return {@code EST_Float} 1, {@code EST_Int} 2, {@code EST_UInt} 3, {@code EST_Bool} 4 (numeric types)} */
        public int scalarType() {
            return (int) ((numeric >>> 3) & 0x1f);
        }

        /** {@return the rows of a numeric type} */
        public int rows() {
            return (int) ((numeric >>> 8) & 7);
        }

        /** {@return the columns of a numeric type} */
        public int columns() {
            return (int) ((numeric >>> 11) & 7);
        }

        /** {@return whether a numeric matrix type is column major} */
        public boolean columnMajor() {
            return (numeric & 0x4000) != 0;
        }
    }

    /** A structure member ({@code SBinaryMember}): name, semantic, offset in the structure and type. */
    public record Member(String name, String semantic, long offset, Type type) {
    }

    /**
     * An annotation: its name, type and values — the numbers of a numeric one (as its scalar type reads them:
     * {@code Double}, {@code Long} or {@code Boolean}) or the strings of a string one.
     */
    public record Annotation(String name, Type type, List<Object> values) {
        public Annotation {
            values = List.copyOf(values);
        }
    }

    /**
     * A constant buffer ({@code SBinaryConstantBuffer}) and its numeric variables.
     *
     * @param flags     bit 0 a tbuffer, bit 1 a single-variable buffer
     * @param bindPoint the explicit register, 4294967295 when none
     */
    public record Buffer(String name, long size, long flags, long bindPoint, List<Annotation> annotations,
                         List<Variable> variables) {
        public Buffer {
            annotations = List.copyOf(annotations);
            variables = List.copyOf(variables);
        }
    }

    /**
     * A numeric variable ({@code SBinaryNumericVariable}).
     *
     * @param offset       its offset in the buffer
     * @param defaultValue its initial value word by word as its type reads it, empty when it has none
     */
    public record Variable(String name, Type type, String semantic, long offset, long flags, List<Object> defaultValue,
                           List<Annotation> annotations) {
        public Variable {
            defaultValue = List.copyOf(defaultValue);
            annotations = List.copyOf(annotations);
        }
    }

    /**
     * An object variable ({@code SBinaryObjectVariable}) with its initializers, one per element: the strings of
     * a string, the assignment blocks of a blend, depth-stencil, rasterizer or sampler state, the shaders of a
     * shader variable; a texture, view or buffer has none.
     */
    public record ObjectVariable(String name, Type type, String semantic, long bindPoint, List<String> strings,
                                 List<List<Assignment>> blocks, List<Shader> shaders, List<Annotation> annotations) {
        public ObjectVariable {
            strings = List.copyOf(strings);
            List<List<Assignment>> b = new ArrayList<>(blocks.size());
            for (List<Assignment> block : blocks) {
                b.add(List.copyOf(block));
            }
            blocks = List.copyOf(b);
            shaders = List.copyOf(shaders);
            annotations = List.copyOf(annotations);
        }
    }

    /** An fx_5_0 interface variable: its initializers as {@code instance[index]}. */
    public record InterfaceVariable(String name, Type type, long flags, List<String> initializers,
                                    List<Annotation> annotations) {
        public InterfaceVariable {
            initializers = List.copyOf(initializers);
            annotations = List.copyOf(annotations);
        }
    }

    /** A group of techniques (fx_5_0; null name for the techniques outside any group). */
    public record Group(String name, List<Annotation> annotations, List<Technique> techniques) {
        public Group {
            annotations = List.copyOf(annotations);
            techniques = List.copyOf(techniques);
        }
    }

    /** A technique and its passes. */
    public record Technique(String name, List<Annotation> annotations, List<Pass> passes) {
        public Technique {
            annotations = List.copyOf(annotations);
            passes = List.copyOf(passes);
        }
    }

    /** A pass and the states it sets. */
    public record Pass(String name, List<Annotation> annotations, List<Assignment> assignments) {
        public Pass {
            annotations = List.copyOf(annotations);
            assignments = List.copyOf(assignments);
        }
    }

    /**
     * An assignment ({@code SBinaryAssignment}) of a pass or state block.
     *
     * @param state the state set, numbered as the runtime's state table ({@code 6} VertexShader …)
     * @param index the element of an indexed state ({@code BlendEnable[1]}), else 0
     * @param type  the {@code ECAT_*} kind of the value
     * @param value what is assigned
     */
    public record Assignment(long state, long index, long type, Value value) {
    }

    /** The value of an assignment, by its kind. */
    public sealed interface Value permits Constants, VariableRef, ConstIndex, VariableIndex, Expression, Shader {
    }

    /** {@code ECAT_Constant}: typed constants. */
    public record Constants(List<Constant> constants) implements Value {
        public Constants {
            constants = List.copyOf(constants);
        }
    }

    /** One constant: its {@code EST_*} type and its value ({@code Double}, {@code Long} or {@code Boolean}). */
    public record Constant(long type, Object value) {
    }

    /** {@code ECAT_Variable}: a variable by name. */
    public record VariableRef(String name) implements Value {
    }

    /** {@code ECAT_ConstIndex}: an element of an array variable. */
    public record ConstIndex(String array, long index) implements Value {
    }

    /** {@code ECAT_VariableIndex}: an element of an array variable chosen by another variable. */
    public record VariableIndex(String array, String indexVariable) implements Value {
    }

    /**
     * {@code ECAT_Expression} or {@code ECAT_ExpressionIndex}: an expression the effects runtime evaluates, a
     * container of CTAB, CLI4 and FXLC parts at {@code offset} in this part's data.
     *
     * @param array the array the expression indexes, or null for a plain expression
     */
    public record Expression(String array, long offset, long size) implements Value {
    }

    /**
     * A shader of the effect: where its container lies in this part's data ({@code offset}; 0 bytes for a
     * null shader), the profile its program part names ({@code vs_4_0}; null for a null shader or bytes that
     * are no Shader Model 4/5 container), and the stream-output declarations, rasterized stream and interface
     * bindings it was compiled with.
     *
     * @param owner where it is declared: a variable ({@code vsobj}, {@code arr[1]}) or a pass's state
     *              ({@code Tech.Pass.PixelShader}, with its group first for fx_5_0)
     */
    public record Shader(String owner, long offset, long size, String profile, List<String> streamOutput,
                         long rasterizedStream, List<String> interfaceBindings) implements Value {
        public Shader {
            streamOutput = List.copyOf(streamOutput);
            interfaceBindings = List.copyOf(interfaceBindings);
        }
    }

    static EffectPart read(String fourCC, Bytes data) {
        return new EffectReader(fourCC, data).read();
    }

    /**
     * Reads a whole effect file that is no container: fxc writes an fx_5_0 effect ({@code .fxo}) as the FX11
     * part's data alone (an fx_4_x one comes in a container with an FX10 part). Named FX11 for fx_5_0 and FX10
     * otherwise; offsets in errors count from the start of the file.
     *
     * @throws dev.dxkit.io.DxFormatException naming the byte where the effect is damaged
     * @param data the bytes of the effect file
     */
    public static EffectPart readEffect(Bytes data) {
        String kind = data.size() >= 4 && data.reader("effect").i32At(0) == 0xfeff2001 ? "FX11" : "FX10";
        return read(kind, data);
    }

    /**
     * Whether {@code data} starts with an effect's version tag (see {@link #readEffect}).
     *
     * @param data the bytes of the effect file
     */
    public static boolean startsEffect(Bytes data) {
        return data.size() >= 4 && version(data.reader("effect").i32At(0)) != null;
    }

    /** The profile a tag stands for ({@code fx_4_0}, {@code fx_4_1}, {@code fx_5_0}), or null. */
    public static String version(int tag) {
        return switch (tag) {
            case 0xfeff1001 -> "fx_4_0";
            case 0xfeff1011 -> "fx_4_1";
            case 0xfeff2001 -> "fx_5_0";
            default -> null;
        };
    }

    /** {@return whether this is an fx_5_0 effect (with groups and interface variables)} */
    public boolean isFx5() {
        return tag == 0xfeff2001;
    }

    /** {@return the techniques of every group, in order} */
    public List<Technique> techniques() {
        List<Technique> out = new ArrayList<>();
        for (Group g : groups) {
            out.addAll(g.techniques());
        }
        return out;
    }

    /**
     * Every shader the effect holds, in the order the structured block names them: those of its shader
     * variables, then those compiled inline in its passes (null shaders left out).
     */
    public List<Shader> shaders() {
        List<Shader> out = new ArrayList<>();
        for (ObjectVariable v : objectVariables) {
            for (Shader s : v.shaders()) {
                if (s.size() > 0) {
                    out.add(s);
                }
            }
        }
        for (Technique t : techniques()) {
            for (Pass p : t.passes()) {
                for (Assignment a : p.assignments()) {
                    if (a.value() instanceof Shader s && s.size() > 0) {
                        out.add(s);
                    }
                }
            }
        }
        return out;
    }

    @Override
    public Bytes encode() {
        return bytes;
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = Part.super.tree();
        m.putAll(EffectTree.of(this));
        return m;
    }
}
